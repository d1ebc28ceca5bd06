import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import '../src/lib/i18n.ts';
import { MessageBubble } from '../src/features/chat/message-bubble.tsx';
import { messageAdded } from '../src/state/chat.ts';
import { makeStore } from '../src/state/store.ts';
import { fakeApi } from './render.tsx';

const ANSWER = { id: 'a-7', type: 'text' as const, content: 'Spray propiconazole.', isSender: false, created_on: '2026-11-28T00:00:00Z', rateable: { session: 's1', turn: 7, question: 'wheat yellow powder?' }, rating: null };

// (Other calls, such as the assistant's capabilities, are the bubble's own business.)
/** The answer as the transcript shows it, re-rendered from the store as a rating is saved. */
function renderAnswer() {
  const { store } = makeStore();
  store.dispatch(messageAdded(ANSWER));
  const Bubble = () => <MessageBubble message={store.getState().chat.messages[0]!} />;
  const view = render(<Provider store={store}><Toaster /><Bubble /></Provider>);
  store.subscribe(() => view.rerender(<Provider store={store}><Toaster /><Bubble /></Provider>));
  return store;
}

describe('rating an answer', () => {
  it('sends a thumbs down with the reasons and note chosen, and shows it chosen', async () => {
    const api = fakeApi({ 'POST /chat/rating/': (body) => ({ body: { turn_id: 7, rating: { value: 'down', reasons: (body as { reasons: string[] }).reasons, note: 'black soil' } } }) });
    const store = renderAnswer();
    fireEvent.click(screen.getByRole('button', { name: 'Not helpful' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not for my area' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tell us more (optional)' }), { target: { value: ' black soil ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(store.getState().chat.messages[0]!.rating).toEqual({ value: 'down', reasons: ['not_my_area'], note: 'black soil' }));
    expect(api.calls.filter((c) => c.path === '/chat/rating/')).toEqual([{ method: 'POST', path: '/chat/rating/', body: { session_id: 's1', turn_id: 7, rating: 'down', reasons: ['not_my_area'], note: 'black soil' } }]);
    expect(screen.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Thank you. This helps us improve our answers.')).toBeTruthy();
  });

  it('takes a thumbs up back when it is tapped again', async () => {
    const api = fakeApi({ 'POST /chat/rating/': (body) => ({ body: { turn_id: 7, rating: (body as { rating: string }).rating === 'up' ? { value: 'up', reasons: [], note: null } : null } }) });
    const store = renderAnswer();
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(store.getState().chat.messages[0]!.rating).toBeNull());
    expect(api.calls.filter((c) => c.path === '/chat/rating/').map((c) => (c.body as { rating: string }).rating)).toEqual(['up', 'none']);
  });
});
