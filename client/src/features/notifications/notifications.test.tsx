import { act, render, screen } from '../../test/render';
import { NOTIFICATION_DURATION_MS, NotificationsProvider, useNotify } from './notifications';

function Notifier() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('Copied', 'success')}>
      Copy
    </button>
  );
}

describe('notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a notification in a live region for 5000 ms, then removes it', () => {
    render(
      <NotificationsProvider>
        <Notifier />
      </NotificationsProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Copy' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied');
  });
});
