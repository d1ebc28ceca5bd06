import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from './render.tsx';

describe('route guard', () => {
  it('sends a visitor without a token from a guarded route to /landingauth', async () => {
    fakeApi({});
    renderAt('/chathistory');
    expect(await screen.findByRole('button', { name: 'SignUp' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('lets anyone with a token through, valid or not (the server judges it)', async () => {
    localStorage.setItem('accessToken', 'anything');
    fakeApi({ 'GET /chat/sessions/': () => ({ body: { results: [], count: 0, next: null, prev: null } }) });
    renderAt('/chathistory');
    expect(await screen.findByRole('heading', { name: 'Chat History' })).toBeTruthy();
  });

  it('offers the landing page\'s two entry points: the assistant, and agri-retail behind the guard', async () => {
    fakeApi({ 'GET /language/': () => ({ body: { results: [{ id: 1, code: 'EN', language: 'English' }], count: 1, next: null, prev: null } }) });
    renderAt('/');
    const assistant = await screen.findByRole('link', { name: /Ask Krishimitra/ });
    expect(assistant.getAttribute('href')).toBe('/landingauth');
    const retail = screen.getByRole('link', { name: /Agri Retail/ });
    expect(retail.getAttribute('href')).toBe('/menu');
    // Without a token the retail side asks the farmer to sign in first.
    await userEvent.click(retail);
    expect(await screen.findByRole('button', { name: 'SignUp' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown path', async () => {
    fakeApi({});
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found.' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for might have been removed or is temporarily unavailable.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });
});
