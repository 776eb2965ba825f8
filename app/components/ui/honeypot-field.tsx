import { HONEYPOT_FIELD } from "~/security/honeypot";

/** The hidden trap field: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        웹사이트 (비워 두세요)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
