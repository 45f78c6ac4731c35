import { createContext } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastApi {
  /** Shows a message, replacing any toast already on screen. */
  showToast: (message: string, tone?: ToastTone) => void;
  dismissToast: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
