/* Step-through keys: ← → Home End follow the viewer's links (htmx swaps, or plain navigation). */
(function () {
  var KEYS = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (e) {
    var key = KEYS[e.key];
    var t = e.target;
    if (!key || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName))) return;
    var link = document.querySelector('#viewer a[data-step="' + key + '"]');
    if (!link) return;
    e.preventDefault();
    link.click();
  });
  // Keep keyboard focus on the same control after htmx replaces the viewer.
  document.addEventListener("htmx:beforeSwap", function () {
    var a = document.activeElement;
    window.__stepFocus = a && a.dataset ? a.dataset.step : null;
  });
  document.addEventListener("htmx:afterSettle", function () {
    var key = window.__stepFocus;
    var el = key && document.querySelector('#viewer [data-step="' + key + '"]');
    if (el) el.focus();
  });
  // Keep the step controls just below the header when the header itself stays on screen.
  function stickBelowHeader() {
    var header = document.querySelector(".site-header");
    var sticky = header && getComputedStyle(header).position === "sticky";
    document.documentElement.style.setProperty("--sticky-top", sticky ? header.offsetHeight + "px" : "0px");
  }
  stickBelowHeader();
  window.addEventListener("resize", stickBelowHeader);
  // Scroll the move list (not the page) so that the current move is in view.
  function showCurrentMove() {
    var box = document.querySelector("#viewer .moves");
    var current = box && box.querySelector("a[aria-current]");
    if (!current || box.scrollHeight <= box.clientHeight) return;
    var top = current.offsetTop; // .moves is positioned: offsets are inside the list
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - current.offsetHeight) {
      box.scrollTop = top - box.clientHeight / 2;
    }
  }
  showCurrentMove();
  document.addEventListener("htmx:afterSettle", showCurrentMove);
})();
