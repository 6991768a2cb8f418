/* The card trainers (Learn the 48 cards, the 32 cards): Leitner boxes in this browser's
 * localStorage, one store per deck (the progress line's data-store).
 *
 * A card answered right moves up a box and comes back later (after 2, 4, 8, 16 rounds);
 * a card missed goes back to box 1. The server asks a missed card again after 3 and after
 * 8 other cards (its "Next card" link then names the card, and this script follows it);
 * otherwise "Next card" asks the card due in the boxes. Without this script the server
 * picks a card at random, missed cards still coming back spaced. The progress line
 * counts the cards in the top boxes.
 */
(function () {
  "use strict";
  var PROGRESS = document.getElementById("learn-progress");
  var KEY = (PROGRESS && PROGRESS.getAttribute("data-store")) || "hoa-cuc-learn-v1"; // one per deck
  var TOP = 5;

  function load() {
    try {
      var data = JSON.parse(localStorage.getItem(KEY) || "{}");
      if (data && typeof data === "object" && data.cards) return data;
    } catch (e) { /* storage off or corrupt: start again */ }
    return { round: 0, cards: {} };
  }

  function save(data) {
    try { localStorage.setItem(KEY, JSON.stringify(data)); } catch (e) { /* private mode */ }
  }

  function deck() {
    var el = document.getElementById("learn-progress");
    return el ? el.getAttribute("data-deck").split(" ") : [];
  }

  /* The card to ask next: the most overdue card, lower boxes first; else a new card;
   * else the card due soonest. Never the card just asked when another will do. */
  function nextCard(data, current) {
    var ids = deck();
    var due = [], fresh = [], later = [];
    ids.forEach(function (id) {
      var c = data.cards[id];
      if (id === current && ids.length > 1) return;
      if (!c) fresh.push(id);
      else if (c.due <= data.round) due.push(id);
      else later.push(id);
    });
    if (due.length) {
      due.sort(function (a, b) {
        var x = data.cards[a], y = data.cards[b];
        return (x.box - y.box) || (x.due - y.due);
      });
      return due[0];
    }
    if (fresh.length) return fresh[Math.floor(Math.random() * fresh.length)];
    later.sort(function (a, b) { return data.cards[a].due - data.cards[b].due; });
    return later[0] || current;
  }

  function record(data, id, right) {
    var c = data.cards[id] || { box: 0, due: 0 };
    data.round += 1;
    if (right) {
      c.box = Math.min(TOP, c.box + 1);
      c.due = data.round + Math.pow(2, c.box);
    } else {
      c.box = 1;
      c.due = data.round + 3; // never straight back: the server spaces its returns
    }
    data.cards[id] = c;
    save(data);
  }

  function showProgress(data) {
    var el = document.getElementById("learn-progress");
    if (!el) return;
    var known = 0, seen = 0;
    Object.keys(data.cards).forEach(function (id) {
      seen += 1;
      if (data.cards[id].box >= 3) known += 1;
    });
    el.textContent = el.getAttribute("data-template")
      .replace("{known}", known).replace("{seen}", seen);
    el.hidden = false;
  }

  function learnUrl(id) {
    var url = new URL(window.location.href);
    url.search = "?card=" + encodeURIComponent(id);
    return url.pathname + url.search;
  }

  function goTo(id) {
    var url = learnUrl(id);
    answered = false;
    if (window.htmx) {
      window.htmx.ajax("GET", url, { target: "#puzzle", swap: "outerHTML" }).then(function () {
        history.replaceState(null, "", url);
        var goal = document.getElementById("pz-goal");
        if (goal) { goal.setAttribute("tabindex", "-1"); goal.focus(); }
      });
    } else {
      window.location.href = url;
    }
  }

  var answered = false; // the first answer to a card (or its solution) decides its box

  function afterSwap() {
    var data = load();
    var fb = document.querySelector("#pz-feedback[data-result]");
    if (fb && !answered) {
      answered = true;
      record(data, fb.getAttribute("data-card"), fb.getAttribute("data-result") === "right");
    }
    showProgress(data);
    fb = document.getElementById("pz-feedback");
    if (fb) fb.focus();
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest(".pz-next-link");
    if (!link) return;
    event.preventDefault();
    var puzzle = document.getElementById("puzzle");
    var due = new URL(link.href, window.location.href).searchParams.get("card");
    goTo(due || nextCard(load(), puzzle ? puzzle.getAttribute("data-card") : null));
  });

  document.addEventListener("htmx:afterSwap", function (event) {
    if (event.detail && event.detail.target && event.detail.target.id === "puzzle") afterSwap();
  });
  document.addEventListener("htmx:afterSettle", function () {
    var puzzle = document.getElementById("puzzle");
    if (puzzle && !document.getElementById("pz-feedback")) showProgress(load());
  });

  function start() {
    var data = load();
    showProgress(data);
    var params = new URLSearchParams(window.location.search);
    var puzzle = document.getElementById("puzzle");
    if (!params.get("card") && puzzle && !document.getElementById("pz-feedback")) {
      var want = nextCard(data, null);
      if (want && want !== puzzle.getAttribute("data-card")) goTo(want);
    }
    if (document.getElementById("pz-feedback")) afterSwap();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
