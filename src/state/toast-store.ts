// Toasts (spec, first document §4 and §9): one visible at a time; a new one replaces the old.
import { create } from 'zustand';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

interface ToastState {
  current?: ToastMessage;
  show: (toast: Omit<ToastMessage, 'id'>) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  current: undefined,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: undefined } : state)),
}));

/** The id of the toast shown last (0 before any): a toast with a greater id came after. */
export function lastToastId(): number {
  return nextId - 1;
}

/** Shows a toast from anywhere (event handlers, async callbacks). */
export function toast(message: Omit<ToastMessage, 'id'>): void {
  useToasts.getState().show(message);
}
