/* Hovering or focusing a card in your hand outlines the field cards of the same month
   (progressive enhancement: the board works without it; htmx swaps keep working via delegation). */
(function () {
  function fieldCards(month) {
    return document.querySelectorAll('.field-cards .card-img[data-month="' + month + '"]');
  }
  function clear() {
    document.querySelectorAll(".field-cards .card-img.matches").forEach(function (el) {
      el.classList.remove("matches");
    });
  }
  function show(e) {
    var card = e.target.closest && e.target.closest(".hand-card, .hand .tcard");
    clear();
    if (!card) return;
    var img = card.querySelector(".card-img[data-month]");
    if (img) fieldCards(img.dataset.month).forEach(function (el) { el.classList.add("matches"); });
  }
  document.addEventListener("mouseover", show);
  document.addEventListener("focusin", show);
})();

/* A lead chosen in the hand itself (form.tc-lead): the ticked cards are named under the hand
   when they make a lead the rules allow (data-leads: the reader's legal leads, each its cards,
   comma-joined in deck order, and its name), and the button waits until they do. Without this
   script the button always sends, and the server refuses a wrong lead. */
(function () {
  function check(form) {
    var leads;
    try { leads = JSON.parse(form.getAttribute("data-leads") || "{}"); } catch (e) { return; }
    var ticked = Array.prototype.map.call(form.querySelectorAll('input[name="card"]:checked'),
      function (box) { return box.value; });
    var key = Array.prototype.map.call(form.querySelectorAll('input[name="card"]'),
      function (box) { return box.value; }).filter(function (id) { return ticked.indexOf(id) >= 0; }).join(",");
    var name = Object.prototype.hasOwnProperty.call(leads, key) ? leads[key] : null;
    var note = form.querySelector(".tc-pick-note");
    var button = form.querySelector('.tc-pick-go button[type="submit"]');
    if (button) button.disabled = !name;
    if (note) {
      note.textContent = name || (ticked.length ? form.getAttribute("data-wrong") : "");
      note.classList.toggle("wrong", !name && ticked.length > 0);
    }
  }
  function all() { document.querySelectorAll("form.tc-lead").forEach(check); }
  document.addEventListener("change", function (e) {
    var form = e.target.closest && e.target.closest("form.tc-lead");
    if (form) check(form);
  });
  document.addEventListener("htmx:afterSettle", all);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
  else all();
})();
