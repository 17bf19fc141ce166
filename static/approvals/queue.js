// The live queue: a websocket tells the page which asks were created or changed; the
// page fetches the new card (server-rendered partial) or drops the closed one. Every
// time the socket (re)opens, the page catches up from the database by fetching the
// whole queue region and merging it, so an event missed while disconnected is never lost.
(function () {
  "use strict";
  const script = document.currentScript;
  const WS_PATH = script.dataset.wsPath;
  const QUEUE_URL = script.dataset.queueUrl;
  const CARD_URL = script.dataset.cardUrl; // with the nil UUID as placeholder
  const NIL = "00000000-0000-0000-0000-000000000000";
  const queue = () => document.getElementById("queue");
  const cardId = (id) => "approval-" + id;
  const liveStatus = document.getElementById("live-status");
  const seenAt = new WeakMap(); // card -> performance.now() when it arrived

  // --- cards ---------------------------------------------------------------------
  function stamp(card) {
    if (!seenAt.has(card)) seenAt.set(card, performance.now());
  }
  function pendingCards() {
    return Array.from(document.querySelectorAll('#queue .approval-card[data-status="pending"]:not(.is-closed)'));
  }
  function updateCount() {
    const n = pendingCards().length;
    document.title = (n ? "(" + n + ") " : "") + "Queue · Guardian";
    const el = document.getElementById("pending-count");
    if (el) el.textContent = String(n);
    document.body.classList.toggle("queue-empty", n === 0);
  }
  function removeCard(id) {
    const card = document.getElementById(cardId(id));
    if (!card) return;
    const hadFocus = card.contains(document.activeElement);
    const next = card.nextElementSibling || card.previousElementSibling;
    card.remove();
    if (hadFocus && next && next.classList.contains("approval-card")) next.focus();
    updateCount();
  }
  function parseCards(html) {
    const doc = new DOMParser().parseFromString(html, "text/html");
    return Array.from(doc.querySelectorAll(".approval-card"));
  }
  function insertCard(card) {
    // Newest first: a new ask goes on top.
    const q = queue();
    const adopted = document.importNode(card, true);
    q.insertBefore(adopted, q.firstElementChild);
    htmx.process(adopted);
    stamp(adopted);
    tickCard(adopted, performance.now());
    updateCount();
    return adopted;
  }
  async function fetchText(url) {
    const res = await fetch(url, { headers: { "HX-Request": "true" }, credentials: "same-origin" });
    if (res.status === 204) return "";
    if (res.status === 401 || res.status === 403) { location.reload(); return ""; }
    if (!res.ok) throw new Error("HTTP " + res.status);
    return res.text();
  }
  async function addCard(id) {
    if (document.getElementById(cardId(id))) return;
    const html = await fetchText(CARD_URL.replace(NIL, id));
    const cards = parseCards(html);
    if (cards.length && !document.getElementById(cardId(id))) {
      insertCard(cards[0]);
      announce(cards[0]);
    }
  }
  async function catchUp() {
    // Merge the server's queue into the page: add what is missing, drop what is gone,
    // leave the cards a reviewer may be editing untouched.
    const html = await fetchText(QUEUE_URL);
    const fresh = parseCards(html);
    const wanted = new Set(fresh.map((c) => c.id));
    document.querySelectorAll("#queue .approval-card").forEach((c) => {
      if (!wanted.has(c.id) && !c.classList.contains("is-closed")) c.remove();
    });
    for (let i = fresh.length - 1; i >= 0; i--) {
      if (!document.getElementById(fresh[i].id)) insertCard(fresh[i]);
    }
    updateCount();
  }

  // --- countdown -------------------------------------------------------------------
  function tickCard(card, now) {
    const el = card.querySelector("[data-countdown]");
    if (!el) return;
    const left = parseFloat(card.dataset.expiresIn) - (now - (seenAt.get(card) || now)) / 1000;
    if (left <= 0) {
      el.textContent = "expired";
      card.classList.add("is-closed");
      // The server denies it at expiry; the changed event removes it. Fallback:
      setTimeout(() => removeCard(card.dataset.id), 1500);
      return;
    }
    const s = Math.ceil(left);
    el.textContent = s >= 60 ? Math.floor(s / 60) + " min " + String(s % 60).padStart(2, "0") + " s" : s + " s";
    el.classList.toggle("soon", s <= 30);
  }
  function tick() {
    const now = performance.now();
    pendingCards().forEach((c) => tickCard(c, now));
  }

  // --- the socket --------------------------------------------------------------------
  let socket = null;
  let retry = 0;
  function setLive(state, text) {
    liveStatus.dataset.state = state;
    liveStatus.textContent = text;
  }
  function connect() {
    const proto = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(proto + location.host + WS_PATH);
    socket.onopen = () => {
      retry = 0;
      setLive("live", "live");
      catchUp().catch(() => {});
    };
    socket.onmessage = (msg) => {
      let data;
      try { data = JSON.parse(msg.data); } catch (e) { return; }
      if (!data || typeof data.id !== "string") return;
      if (data.type === "approval.created" && data.status === "pending") {
        addCard(data.id).catch(() => {});
      } else if (data.type === "approval.changed" && data.status !== "pending") {
        removeCard(data.id);
      }
    };
    socket.onclose = (ev) => {
      socket = null;
      if (ev.code === 4403) { setLive("off", "not allowed"); return; }
      setLive("off", "reconnecting…");
      const delay = Math.min(10000, 250 * 2 ** retry++) + Math.random() * 250;
      setTimeout(connect, delay);
    };
  }
  setInterval(() => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
  }, 25000);

  // --- keyboard ------------------------------------------------------------------------
  document.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const t = ev.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT")) {
      if (ev.key === "Escape") t.closest(".approval-card")?.focus();
      return;
    }
    const cards = pendingCards();
    const current = document.activeElement && document.activeElement.closest
      ? document.activeElement.closest(".approval-card") : null;
    if (ev.key === "j" || ev.key === "k") {
      if (!cards.length) return;
      const i = current ? cards.indexOf(current) : -1;
      const next = ev.key === "j" ? cards[Math.min(cards.length - 1, i + 1)] : cards[Math.max(0, i - 1)];
      next.focus();
      ev.preventDefault();
      return;
    }
    if (!current || current.classList.contains("is-closed")) return;
    const button = current.querySelector('button[data-key="' + ev.key + '"]');
    if (button) {
      ev.preventDefault();
      button.click();
    }
  });
  // Keep the focus on the card after htmx swaps it (an error message to read).
  document.body.addEventListener("htmx:afterSwap", (ev) => {
    const card = ev.detail.target && ev.detail.target.id
      ? document.getElementById(ev.detail.target.id) : null;
    if (card && card.classList.contains("approval-card")) {
      stamp(card);
      tickCard(card, performance.now());
    }
    updateCount();
    if (card && card.classList.contains("is-closed")) {
      setTimeout(() => removeCard(card.dataset.id), 4000);
    }
  });
  document.body.addEventListener("htmx:beforeSwap", (ev) => {
    // Swapping the card replaces the element: find it again by id afterwards.
    const card = ev.detail.target;
    if (card && card.classList && card.classList.contains("approval-card")) {
      const fieldError = (ev.detail.xhr.responseText || "").indexOf("field-error") >= 0;
      if (fieldError) setTimeout(() => document.getElementById(card.id)?.querySelector('input[name="rule"]')?.focus(), 0);
    }
  });

  // --- sound and notification (opt-in, remembered) -------------------------------------
  const optSound = document.getElementById("opt-sound");
  const optNotify = document.getElementById("opt-notify");
  optSound.checked = localStorage.getItem("guardian.sound") === "1";
  optNotify.checked = localStorage.getItem("guardian.notify") === "1" && "Notification" in window
    && Notification.permission === "granted";
  optSound.addEventListener("change", () => localStorage.setItem("guardian.sound", optSound.checked ? "1" : "0"));
  optNotify.addEventListener("change", async () => {
    if (optNotify.checked && "Notification" in window && Notification.permission !== "granted") {
      optNotify.checked = (await Notification.requestPermission()) === "granted";
    }
    localStorage.setItem("guardian.notify", optNotify.checked ? "1" : "0");
  });
  let audio = null;
  function beep() {
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = 880;
      gain.gain.setValueAtTime(0.12, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
      osc.connect(gain).connect(audio.destination);
      osc.start();
      osc.stop(audio.currentTime + 0.25);
    } catch (e) { /* no audio: nothing to do */ }
  }
  function announce(card) {
    if (optSound.checked) beep();
    if (optNotify.checked && "Notification" in window && Notification.permission === "granted" && document.hidden) {
      const tool = card.querySelector(".tool")?.textContent || "tool";
      const who = card.querySelector(".who b")?.textContent || "an agent";
      new Notification("Guardian: " + who + " asks to run " + tool, { tag: card.id });
    }
  }

  document.querySelectorAll("#queue .approval-card").forEach(stamp);
  updateCount();
  setInterval(tick, 1000);
  tick();
  connect();
})();
