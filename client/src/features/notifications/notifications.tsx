import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** How long a notification stays on screen (product spec, section 9). */
export const NOTIFICATION_DURATION_MS = 5000;

type Tone = 'info' | 'success' | 'error';
interface Notification {
  id: number;
  message: string;
  tone: Tone;
}

const NotifyContext = createContext<(message: string, tone?: Tone) => void>(() => {});

export function useNotify() {
  return useContext(NotifyContext);
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const notify = useCallback((message: string, tone: Tone = 'info') => {
    const id = nextId.current++;
    setNotifications((current) => [...current, { id, message, tone }]);
    setTimeout(() => setNotifications((current) => current.filter((item) => item.id !== id)), NOTIFICATION_DURATION_MS);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div className="notifications" role="status" aria-live="polite">
        {notifications.map((item) => (
          <div key={item.id} className={`notification notification--${item.tone}`}>
            {item.message}
          </div>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}
