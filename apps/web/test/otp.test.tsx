import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otpRequested } from '../src/state/auth.ts';
import { fakeApi, renderAt } from './render.tsx';

const pending = { isLogin: true as const, mobile_number: '9876543210', language_id: 1, country_code_id: 1 };
const boxes = () => screen.getAllByRole('textbox').filter((el) => el.getAttribute('aria-label')?.startsWith('Digit'));

describe('OTP screen', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('moves forward as digits are typed, back on backspace in an empty box, and submits on the sixth', async () => {
    const api = fakeApi({ 'POST /user/login/validate-otp/': () => ({ status: 400, body: { otp: ['Wrong code. Please check the SMS and try again.'] } }) });
    const view = renderAt('/otp');
    act(() => { view.store.dispatch(otpRequested(pending)); });
    const [first, second] = await vi.waitFor(() => { const b = boxes(); if (b.length !== 6) throw new Error('no boxes'); return b; });
    fireEvent.change(first!, { target: { value: '4' } });
    expect(document.activeElement).toBe(second);
    fireEvent.change(second!, { target: { value: 'x' } });
    expect((second as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(second!, { key: 'Backspace' });
    expect(document.activeElement).toBe(first);
    expect((first as HTMLInputElement).value).toBe('');
    for (const [i, d] of ['1', '2', '3', '4', '5', '6'].entries()) fireEvent.change(boxes()[i]!, { target: { value: d } });
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/user/login/validate-otp/')).toBe(true));
    const { isLogin: _flag, ...details } = pending;
    expect(api.calls.find((c) => c.path === '/user/login/validate-otp/')?.body).toEqual({ ...details, otp: '123456' });
    expect(await screen.findByText('Wrong code. Please check the SMS and try again.')).toBeTruthy();
    // The boxes are cleared and the first takes the focus again, for the next try.
    await vi.waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
  });

  it('fills all boxes from a pasted code and submits', async () => {
    const api = fakeApi({ 'POST /user/login/validate-otp/': () => ({ body: { access_token: 't'.repeat(43), expires_on: '2026-12-21T00:00:00.000Z' } }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const view = renderAt('/otp');
    act(() => { view.store.dispatch(otpRequested(pending)); });
    const first = await vi.waitFor(() => boxes()[0]!);
    fireEvent.paste(first, { clipboardData: { getData: () => '654 321' } });
    expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('654321');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pragya'));
    expect(localStorage.getItem('accessToken')).toBe('t'.repeat(43));
    expect(api.calls.at(-1)?.body).toMatchObject({ otp: '654321' });
    vi.unstubAllGlobals();
  });

  it('counts down 90 s as m:ss, then offers Resend Code; By Sms restarts the wait', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = fakeApi({ 'POST /user/login/request-otp/': () => ({ body: { otp_sent: 'success', resend_after: 90, expires_in: 300 } }) });
    const view = renderAt('/otp');
    act(() => { view.store.dispatch(otpRequested(pending)); });
    expect(await screen.findByText('Resend code in 1:30')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(31_000); });
    expect(screen.getByText('Resend code in 0:59')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(60_000); });
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    fireEvent.click(screen.getByRole('button', { name: 'By Sms' }));
    expect(screen.getByText('Resend code in 1:30')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(91_000); });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/user/login/request-otp/')).toHaveLength(1));
    // Resend Code says a new code went out (By Sms and By Call only reset the timer, as the spec says).
    expect(await screen.findByText('A new code has been sent.')).toBeTruthy();
    void resend;
  });
});
