"""Tap targets measured in the page: every visible link, button, submit input, summary, select
and label of a control, with what WCAG 2.2 asks of its size and spacing.

Two rules, both asserted:

- WCAG 2.5.8 (target size, minimum) as written: a target under 24 × 24 CSS px passes only if
  a circle of 24 px diameter centred on its box meets no other target and no other undersized
  target's circle.
- The site's own: a target is at least 44 × 44 (WCAG 2.5.5's size), or is spaced like one: 2.5.8's
  test with the 44 px circle, so that a finger aimed at it lands on nothing else. (2.5.8 alone
  lets a link 26 px tall sit 5 px under another; this does not.)

Exempt, as in WCAG: a link inline in a sentence (an inline ``a`` whose block has words outside
its links and buttons).
"""

from __future__ import annotations

SIZE = 44  # the site's target size (px)
CIRCLE = 24  # WCAG 2.5.8's spacing circle (px)

MEASURE = """([SIZE, CIRCLE]) => {
  const SELECTOR = 'a[href], button, input[type=submit], input[type=button], summary, select, label';
  const words = /[\\p{L}\\p{N}]/u;
  function visible(el) {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;  // hidden, or visually-hidden (1 px)
    if (r.right <= 0 || r.left >= document.documentElement.scrollWidth) return false;  // skip link
    // display, visibility, opacity and a closed menu's content-visibility
    return el.checkVisibility({opacityProperty: true, visibilityProperty: true});
  }
  function block(el) {
    let p = el.parentElement;
    while (p && getComputedStyle(p).display.startsWith('inline')) p = p.parentElement;
    return p || document.body;
  }
  // an inline link in running text: its block has words outside its targets
  function inText(el) {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const walker = document.createTreeWalker(block(el), NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement.closest('a, button, label, summary')) continue;
      if (!visible(n.parentElement)) continue;
      if (words.test(n.textContent)) return true;
    }
    return false;
  }
  const all = [...document.querySelectorAll(SELECTOR)].filter(el =>
    (el.tagName !== 'LABEL' || el.control) && visible(el) && !inText(el));
  // a label around its own control, a summary's link...: the outer one is the target
  const targets = all.filter(el => !all.some(o => o !== el && o.contains(el)));
  const boxes = targets.map(el => {
    const r = el.getBoundingClientRect();
    return {el, x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height,
            cx: r.left + scrollX + r.width / 2, cy: r.top + scrollY + r.height / 2};
  });
  function classes(el) {
    const names = typeof el.className === 'string' ? el.className.trim() : '';
    return names ? '.' + names.split(/\\s+/).join('.') : '';
  }
  function describe(b) {
    const el = b.el;
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '')
      .trim().replace(/\\s+/g, ' ').slice(0, 40);
    const parent = el.parentElement;
    const where = parent ? parent.tagName.toLowerCase() + classes(parent) + ' > ' : '';
    const size = `${Math.round(b.w)}×${Math.round(b.h)}`;
    return `${where}${el.tagName.toLowerCase()}${classes(el)} "${text}" ${size}`;
  }
  // the targets under `size` whose circle of `size` px meets another target or small one's circle
  function crowded(size) {
    const R = size / 2;
    const small = b => b.w < size - 0.5 || b.h < size - 0.5;
    const meets = (b, o) => {
      const dx = Math.max(o.x - b.cx, 0, b.cx - (o.x + o.w));
      const dy = Math.max(o.y - b.cy, 0, b.cy - (o.y + o.h));
      return dx * dx + dy * dy < R * R - 0.25;
    };
    const out = [];
    for (const b of boxes) {
      if (!small(b)) continue;
      const near = boxes.find(o => o !== b && (meets(b, o) ||
        (small(o) && Math.hypot(o.cx - b.cx, o.cy - b.cy) < size - 0.5)));
      if (near) out.push(describe(b) + '  too close to  ' + describe(near));
    }
    return out;
  }
  const failures = {wcag: crowded(CIRCLE), site: crowded(SIZE)};
  return {count: boxes.length, failures};
}"""


def measure(page) -> dict:
    """``{"count": targets measured, "failures": {"wcag": [...], "site": [...]}}``: under each
    rule, a line per target too small and too close to another."""
    return page.evaluate(MEASURE, [SIZE, CIRCLE])
