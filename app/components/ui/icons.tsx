// Stroke icons drawn for this site, kept in one SVG sprite (icons.svg, a fingerprinted asset the
// browser caches): each icon is a <use> reference, so their drawings are not in the JavaScript.
// Decorative: aria-hidden.
import spriteHref from "~/components/ui/icons.svg?no-inline";

export const ICON_NAMES = [
  "phone",
  "menu",
  "close",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "play",
  "pause",
  "map-pin",
  "mail",
  "clock",
  "user",
  "calendar",
  "tag",
  "arrow-right",
] as const;
type IconName = (typeof ICON_NAMES)[number];

type IconProps = { className?: string };

/** A sprite symbol by id (e.g. an icon-bar shortcut's, resolved by the content layer). */
export function SpriteIcon({ id, className = "h-5 w-5" }: IconProps & { id: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteHref}#${id}`} />
    </svg>
  );
}

const icon = (id: IconName) => (p: IconProps) => <SpriteIcon id={id} {...p} />;

export const PhoneIcon = icon("phone");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const ChevronDownIcon = icon("chevron-down");
export const ChevronLeftIcon = icon("chevron-left");
export const ChevronRightIcon = icon("chevron-right");
export const PlayIcon = icon("play");
export const PauseIcon = icon("pause");
export const MapPinIcon = icon("map-pin");
export const MailIcon = icon("mail");
export const ClockIcon = icon("clock");
export const UserIcon = icon("user");
export const CalendarIcon = icon("calendar");
export const TagIcon = icon("tag");
export const ArrowRightIcon = icon("arrow-right");
