import { useEffect, type RefObject } from "react";

const TYPING = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** '/' moves focus to the list's search box, unless someone is typing or a dialog is open. */
export function useSlashFocus(target: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const active = document.activeElement as HTMLElement | null;
      if (active && (TYPING.has(active.tagName) || active.isContentEditable)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      target.current?.focus();
      target.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [target]);
}
