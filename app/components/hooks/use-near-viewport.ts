import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes (and stays) true once `ref`'s element comes within `margin` of the viewport, for work
 * worth doing only for what the visitor is about to see (at once where IntersectionObserver is
 * missing).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (!("IntersectionObserver" in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
