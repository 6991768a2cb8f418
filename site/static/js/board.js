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
