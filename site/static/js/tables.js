// A table of friends: the "Copy" buttons beside its links (hidden until this script shows
// them; without it the link is still there to select and copy by hand).
(function () {
  "use strict";
  function wire(root) {
    root.querySelectorAll(".copy-link").forEach(function (button) {
      var box = button.parentElement.querySelector(".link-box");
      if (!box || !navigator.clipboard || button.dataset.wired) return;
      button.dataset.wired = "1";
      button.hidden = false;
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(box.value).then(function () {
          button.textContent = button.dataset.copied;
        });
      });
    });
  }
  document.addEventListener("DOMContentLoaded", function () { wire(document); });
  document.addEventListener("htmx:afterSettle", function () { wire(document); });
})();
