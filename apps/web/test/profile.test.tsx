import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from './render.tsx';

const user = {
  id: 7, name: 'Savita Devi', mobile_number: '9876543210', country_code: { id: 1, country_code: '+91', country: 'India' },
  gender: 'female', pincode: '226001', dob: null, age: 35, language: { id: 1, code: 'EN', language: 'English' },
};

describe('profile', () => {
  afterEach(() => { localStorage.clear(); vi.unstubAllGlobals(); });

  it("shows the farmer's name and pincode, checks them with the server's schema, and saves them", async () => {
    localStorage.setItem('accessToken', 't'.repeat(43));
    const api = fakeApi({
      'GET /user/profile/': () => ({ body: user }),
      'POST /user/profile/': (body) => ({ body: { ...user, ...(body as object) } }),
    });
    renderAt('/profile/edit');
    const u = userEvent.setup();
    const name = await screen.findByDisplayValue('Savita Devi');
    const pincode = screen.getByLabelText('Pincode') as HTMLInputElement;
    expect(pincode.value).toBe('226001');
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await u.type(name, 'Savita Kumari');
    await u.clear(pincode);
    await u.type(pincode, '301001');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/user/profile/')?.body).toEqual({ name: 'Savita Kumari', pincode: '301001' });
  });
});
