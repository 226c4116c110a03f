/**
 * Toasts, with react-hot-toast loaded on the first one: the landing and sign-in pages are the first visit
 * on a field network, and most of them never show a toast. A toast asked for before the library has
 * arrived is shown as soon as it has, in the order asked.
 */
import type * as HotToast from 'react-hot-toast';
import type { Renderable, Toast, ToastOptions } from 'react-hot-toast';

type ToastLibrary = typeof HotToast;

let library: Promise<ToastLibrary> | undefined;
const waitingForLibrary = new Set<(loaded: ToastLibrary) => void>();

function loadToastLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = import('react-hot-toast');
    void library.then((loaded) => {
      for (const notify of waitingForLibrary) notify(loaded);
      waitingForLibrary.clear();
    });
  }
  return library;
}

/**
 * Calls `use` once the first toast has loaded the library (at once when it has): the toaster mounts then.
 * Returns a function that stops waiting.
 */
export function whenToastLibraryLoads(use: (loaded: ToastLibrary) => void): () => void {
  if (library) {
    let waiting = true;
    void library.then((loaded) => waiting && use(loaded));
    return () => {
      waiting = false;
    };
  }
  waitingForLibrary.add(use);
  return () => {
    waitingForLibrary.delete(use);
  };
}

function withLibrary(use: (toast: ToastLibrary['default']) => void): void {
  void loadToastLibrary().then((loaded) => use(loaded.default));
}

type Message = Renderable | ((shown: Toast) => Renderable);

export const toast = {
  success(message: string, options?: ToastOptions): void {
    withLibrary((show) => show.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    withLibrary((show) => show.error(message, options));
  },
  /** A toast with no icon, for a message that carries its own action (a button). */
  message(message: Message, options?: ToastOptions): void {
    withLibrary((show) => show(message, options));
  },
  dismiss(id: string): void {
    withLibrary((show) => show.dismiss(id));
  },
};
