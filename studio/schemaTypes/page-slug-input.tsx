// A page's address is one of the site's known pages, picked from a list: the site has a route
// for each, and a slug generated from a Korean title would match none of them.
import { Select } from "@sanity/ui";
import { set, unset, type SlugInputProps } from "sanity";
import { PAGE_OPTIONS } from "./page-options";

export function PageSlugInput(props: SlugInputProps) {
  const { value, onChange, readOnly, id } = props;
  return (
    <Select
      id={id}
      value={value?.current ?? ""}
      readOnly={readOnly}
      disabled={readOnly}
      onChange={(event) => {
        const current = event.currentTarget.value;
        onChange(current ? set({ _type: "slug", current }) : unset());
      }}
    >
      <option value="">페이지를 골라 주세요</option>
      {PAGE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.title} (/{option.value})
        </option>
      ))}
    </Select>
  );
}
