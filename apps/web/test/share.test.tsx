import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/lib/i18n.ts';
import { ShareAnswer, ShareChat } from '../src/features/chat/share-answer.tsx';
import { fakeApi } from './render.tsx';

const api = () => fakeApi({
  'POST /chat/share/': () => ({ body: { id: 'abcdefghijklmnopqrstuv', path: '/s/abcdefghijklmnopqrstuv/' } }),
  'POST /chat/share/revoke/': () => ({ body: { revoked: true } }),
});

describe('sharing an answer', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows exactly what will be shared, then hands the link to the phone\'s share sheet, and can stop it', async () => {
    const calls = api().calls;
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<><Toaster /><ShareAnswer session="s1" turn={7} question="Ramesh here: wheat yellow powder?" answer="Wheat rust. Spray propiconazole." /></>);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const preview = screen.getByRole('region', { name: 'Share this answer' });
    expect(preview.textContent).toContain('Ramesh here: wheat yellow powder?');
    expect(preview.textContent).toContain('Wheat rust. Spray propiconazole.');
    expect(calls.filter((c) => c.path.startsWith('/chat/share'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share).toHaveBeenCalledWith({ title: 'Share this answer', text: 'Ramesh here: wheat yellow powder?\n\nWheat rust. Spray propiconazole.', url: `${window.location.origin}/s/abcdefghijklmnopqrstuv/` });
    expect(calls.find((c) => c.path === '/chat/share/')!.body).toEqual({ session_id: 's1', turn_id: 7 });

    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('The link no longer opens.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/chat/share/revoke/')!.body).toEqual({ session_id: 's1', id: 'abcdefghijklmnopqrstuv' });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the link where the phone has no share sheet', async () => {
    api();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<><Toaster /><ShareAnswer session="s1" turn={7} question="q" answer="a" /></>);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share link' }));
    expect(await screen.findByText('Link copied. Paste it in WhatsApp or a message.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/abcdefghijklmnopqrstuv/`);
  });

  it('shares a whole chat: every question and answer shown first, and the link asked without an answer\'s id', async () => {
    const calls = api().calls;
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<><Toaster /><ShareChat session="s1" items={[{ question: 'q one', answer: 'a one' }, { question: 'q two', answer: 'a two' }]} /></>);
    fireEvent.click(screen.getByRole('button', { name: 'Share chat' }));
    const preview = screen.getByRole('region', { name: 'Share this chat' });
    for (const text of ['q one', 'a one', 'q two', 'a two']) expect(preview.textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/chat/share/')!.body).toEqual({ session_id: 's1' });
  });
});
