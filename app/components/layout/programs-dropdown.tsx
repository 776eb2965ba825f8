import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useExclusiveMenu } from "~/components/layout/exclusive-menu";
import { PROGRAM_LINKS } from "~/components/layout/nav-links";
import { ChevronDownIcon } from "~/components/ui/icons";

/** The desktop 프로그램 menu: opens on click, arrow keys move between its links. */
export function ProgramsDropdown() {
  const menu = useExclusiveMenu("nav-programs");
  const listRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const isActive = PROGRAM_LINKS.some((l) => location.pathname.startsWith(l.to));

  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [location.pathname, closeMenu]);

  const focusFirstItem = () =>
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLAnchorElement>("a")?.focus());

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    menu.setOpen(true);
    focusFirstItem();
  };

  const onListKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  };

  return (
    <div ref={menu.containerRef} className="group relative">
      <button
        ref={menu.triggerRef}
        type="button"
        id="nav-programs-button"
        aria-expanded={menu.open}
        aria-controls="nav-programs-menu"
        onClick={menu.toggle}
        onKeyDown={onTriggerKeyDown}
        className={`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-[0.95rem] font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700 ${
          isActive ? "text-brand-700" : "text-ink"
        }`}
      >
        프로그램
        <ChevronDownIcon
          className={`h-4 w-4 transition-transform ${menu.open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        ref={listRef}
        id="nav-programs-menu"
        aria-labelledby="nav-programs-button"
        onKeyDown={onListKeyDown}
        className={`${
          menu.open ? "block" : "hidden"
        } absolute left-0 top-full z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-2 shadow-xl nojs:group-focus-within:block nojs:group-hover:block`}
      >
        {PROGRAM_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={menu.close}
              className={({ isActive: active }) =>
                `block rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
                  active ? "bg-brand-50 text-brand-700" : "text-ink"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
