import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from './render.tsx';

describe('mobile login form', () => {
  it('shows the spec messages under the field and makes no call while any error exists', async () => {
    const api = fakeApi({});
    renderAt('/loginwithmobile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Mobile number is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile No.'), '98765');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes('request-otp'))).toHaveLength(0);
  });

  it('keeps only digits and at most 10 of them', async () => {
    fakeApi({});
    renderAt('/loginwithmobile');
    const input = await screen.findByLabelText('Mobile No.');
    await userEvent.setup().type(input, '98a76-54321099');
    expect((input as HTMLInputElement).value).toBe('9876543210');
  });

  it('asks for a language with a toast when none is chosen', async () => {
    fakeApi({});
    renderAt('/loginwithmobile', { language: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile No.'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please select a language')).toBeTruthy();
  });

  it('requests a code and goes to /otp when the number is valid', async () => {
    const api = fakeApi({ 'POST /user/login/request-otp/': () => ({ body: { otp_sent: 'success', resend_after: 90, expires_in: 300 } }) });
    renderAt('/loginwithmobile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile No.'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Enter Otp' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/user/login/request-otp/')?.body).toEqual({ mobile_number: '9876543210', language_id: 1, country_code_id: 1 });
    // Back from the code screen, the number is still in the form.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Mobile No.')) as HTMLInputElement).value).toBe('9876543210');
  });
});

describe('mobile sign-up form', () => {
  it('shows every required-field message of spec §5', async () => {
    const api = fakeApi({});
    renderAt('/signupwithmobile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'SignUp' }));
    for (const message of ['Name is required', 'Mobile number is required', 'Pincode is required.', 'Age is required.', 'Gender is required.']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('derives the age in whole years from the date of birth and rejects an implausible age', async () => {
    fakeApi({});
    renderAt('/signupwithmobile');
    const dob = await screen.findByLabelText('Date of birth');
    const today = new Date();
    const tenYearsAgo = `${today.getFullYear() - 10}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    fireEvent.change(dob, { target: { value: tenYearsAgo } });
    await waitFor(() => expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('10'));
    fireEvent.change(dob, { target: { value: '' } });
    const age = screen.getByLabelText('Age') as HTMLInputElement;
    await userEvent.setup().clear(age);
    await userEvent.setup().type(age, '1515');
    expect(age.value).toBe('151');
    await userEvent.setup().click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Please check age.')).toBeTruthy();
  });

  it('says a date of birth in the future is wrong, under the field, and makes no call', async () => {
    const api = fakeApi({});
    renderAt('/signupwithmobile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ramesh');
    await user.type(screen.getByLabelText('Mobile No.'), '9876543210');
    await user.type(screen.getByLabelText('Pincode'), '466001');
    await user.selectOptions(screen.getByLabelText('Gender'), 'male');
    const next = new Date();
    const future = `${next.getFullYear() + 1}-01-15`;
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: future } });
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe(future);
    await user.type(screen.getByLabelText('Age'), '30');
    await user.click(screen.getByRole('button', { name: 'SignUp' }));
    expect(await screen.findByText('Date of birth cannot be in the future.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes('request-otp'))).toHaveLength(0);
  });
});
