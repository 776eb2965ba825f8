import { useCallback, useEffect, useRef, useState } from "react";

// Only one dropdown may be open at a time (spec: navigation bar). Every menu that uses this hook
// announces its opening on the window; the others close. No provider needed, so the nav bar's
// menus and the profile menu (another module) coordinate without sharing state.
const OPEN_EVENT = "centre:menu-open";

type MenuOpenDetail = { id: string };

/**
 * Open state for one dropdown, closed when another opens, on a click or focus outside
 * `containerRef`, and on Escape (which returns focus to the trigger).
 */
export function useExclusiveMenu(id: string) {
  const [open, setOpenState] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (next) announceMenuOpen(id);
    },
    [id],
  );

  useEffect(() => {
    const onOtherOpened = (event: Event) => {
      if ((event as CustomEvent<MenuOpenDetail>).detail.id !== id) setOpenState(false);
    };
    window.addEventListener(OPEN_EVENT, onOtherOpened);
    return () => window.removeEventListener(OPEN_EVENT, onOtherOpened);
  }, [id]);

  useEffect(() => {
    if (!open) return;
    // A click or focus outside the menu.
    const onOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenState(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenState(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);
  const close = useCallback(() => setOpenState(false), []);

  return { open, setOpen, toggle, close, containerRef, triggerRef };
}

/** Closes every menu that uses useExclusiveMenu (e.g. when the mobile menu opens). */
export function announceMenuOpen(id: string) {
  window.dispatchEvent(new CustomEvent<MenuOpenDetail>(OPEN_EVENT, { detail: { id } }));
}
