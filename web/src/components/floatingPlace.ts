/**
 * Where a floating menu goes in the window: right-aligned with its button, below it when it fits there, else above
 * it. A menu inside a box that scrolls sideways (a table) is clipped by that box in both directions, so such a menu
 * is `position: fixed` and placed from its button (hidden until placed, so it never flashes at the wrong place).
 */
export function floatingPlace(anchor: DOMRect, height: number): Partial<CSSStyleDeclaration> {
  const { clientWidth, clientHeight } = document.documentElement;
  const below = clientHeight - anchor.bottom;
  const up = below < height && anchor.top > below;
  return {
    right: `${clientWidth - anchor.right}px`,
    left: 'auto',
    // 'auto', not '': a menu inside Semantic's dropdown would otherwise take its `top: 100%`, off the window's foot
    top: up ? 'auto' : `${anchor.bottom}px`,
    bottom: up ? `${clientHeight - anchor.top}px` : 'auto',
    visibility: 'visible',
  };
}
