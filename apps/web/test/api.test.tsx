import { listLanguages } from '@krishimitra/contract';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../src/lib/api.ts';
import '../src/lib/i18n.ts';
import { fakeApi } from './render.tsx';

describe('API layer', () => {
  it('attaches the stored token as a bearer', async () => {
    const api = fakeApi({ 'GET /language/': () => ({ body: { results: [], count: 0, next: null, prev: null } }) });
    localStorage.setItem('accessToken', 'abc');
    await request(listLanguages);
    const init = api.fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('shows one error toast per message of the error body and rejects with the body', async () => {
    render(<Toaster />);
    fakeApi({ 'GET /language/': () => ({ status: 400, body: { mobile_number: ['Mobile number must be 10 digits'], detail: ['first', 'second'] } }) });
    await expect(request(listLanguages)).rejects.toMatchObject({ status: 400, body: { detail: ['first', 'second'] } });
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeTruthy();
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.getByText('second')).toBeTruthy();
  });

  it("shows 'Something went wrong' when a failure has no body", async () => {
    render(<Toaster />);
    fakeApi({ 'GET /language/': () => ({ status: 502 }) });
    await expect(request(listLanguages)).rejects.toBeTruthy();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('says nothing more when offline (the banner says it once), and one toast for calls that fail together online', async () => {
    render(<Toaster />);
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(Promise.all([request(listLanguages), request(listLanguages)])).rejects.toMatchObject({ status: 0 });
    expect(screen.queryByText(/offline/i)).toBeNull();
    online.mockReturnValue(true);
    await Promise.allSettled([request(listLanguages), request(listLanguages)]);
    expect(await screen.findAllByText('Something went wrong')).toHaveLength(1);
    online.mockRestore();
    vi.unstubAllGlobals();
  });

  it('on 401 drops the token and auth key and sends the browser to /', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeApi({ 'GET /language/': () => ({ status: 401, body: { detail: ['Please log in again.'] } }) });
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('authKey', 'old');
    await expect(request(listLanguages)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('authKey')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    vi.unstubAllGlobals();
  });
});
