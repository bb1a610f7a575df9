import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_TEXT_MAX_CHARS } from '@common/spec';
import { resetSession } from '@renderer/lib/reset-session';
import { stubBackend } from '@renderer/test/stub-backend';
import { useAuthStore } from '@renderer/features/auth';
import { FeedbackRoute } from './feedback-route';
import { validateFeedback } from './feedback-rules';

beforeEach(() => resetSession());
afterEach(() => vi.unstubAllGlobals());

describe('feedback rules', () => {
  it('needs a rating from 1 to 5', () => {
    expect(validateFeedback(null)).toBe('rating');
    expect(validateFeedback(0)).toBe('rating');
    expect(validateFeedback(6)).toBe('rating');
    expect([1, 2, 3, 4, 5].map(validateFeedback)).toEqual([null, null, null, null, null]);
  });
});

describe('/feedback', () => {
  it('labels each rating and limits the text to 2000 characters', () => {
    stubBackend({});
    render(<FeedbackRoute />);
    const ratings = screen.getAllByRole('radio');
    expect(ratings.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeDefined();
    const text = screen.getByLabelText('Your comments') as HTMLTextAreaElement;
    expect(text.maxLength).toBe(FEEDBACK_TEXT_MAX_CHARS);
    fireEvent.change(text, { target: { value: 'x'.repeat(FEEDBACK_TEXT_MAX_CHARS + 5) } });
    expect(text.value).toHaveLength(FEEDBACK_TEXT_MAX_CHARS);
    expect(screen.getByText('2000 of 2000 characters')).toBeDefined();
  });

  it('asks for a rating before sending anything', () => {
    const api = stubBackend({});
    render(<FeedbackRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a rating');
    expect(api.calls).toEqual([]);
  });

  it('keeps the text and says so when sending fails (null)', async () => {
    const api = stubBackend({ '/api/feedback': () => null });
    render(<FeedbackRoute />);
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    fireEvent.change(screen.getByLabelText('Your comments'), { target: { value: 'Lovely breakfast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your feedback could not be sent. Please try again.')).toBeDefined();
    expect((screen.getByLabelText('Your comments') as HTMLTextAreaElement).value).toBe('Lovely breakfast');
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(api.called('/api/feedback')[0]?.body).toEqual({ rating: 4, text: 'Lovely breakfast' });
  });

  it("thanks the guest on success, sending the guest's token", async () => {
    useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
    const api = stubBackend({ '/api/feedback': () => ({ result: 0 }) });
    render(<FeedbackRoute />);
    fireEvent.click(screen.getByRole('radio', { name: '5 of 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeDefined();
    expect(api.called('/api/feedback')[0]?.body).toEqual({ token: 'guest-token', rating: 5, text: '' });
  });
});
