// A stand-in for ports/web/dist/render-parity-web.js (the web renderer's classic-script
// bundle), with its interface and none of its rendering: it shows each node's "type" as a
// labelled box, so the review page's tests can tell that the live view ran. Text only:
// it builds DOM with createElement and textContent, never innerHTML.
(function () {
  "use strict";
  function build(value, parent) {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value)) { value.forEach(function (item) { build(item, parent); }); return; }
    var box = parent;
    if (typeof value.type === "string") {
      box = document.createElement("div");
      box.className = "rpw-node";
      box.setAttribute("data-rp-kind", value.type);
      var label = document.createElement("span");
      label.className = "rpw-kind";
      label.textContent = value.type + (typeof value.content === "string" ? ": " + value.content : "");
      box.appendChild(label);
      parent.appendChild(box);
    }
    Object.keys(value).forEach(function (key) { if (key !== "type") build(value[key], box); });
  }
  globalThis.RenderParityWeb = {
    renderDocument: function (bytes, container) {
      var document_;
      try {
        document_ = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      } catch (error) {
        var failed = document.createElement("div");
        failed.className = "rpw-node rpw-error";
        failed.setAttribute("data-rp-kind", "error");
        failed.textContent = "invalid document";
        container.appendChild(failed);
        return;
      }
      build(document_, container);
    },
    snapshot: function (container) {
      return Array.prototype.map.call(container.querySelectorAll("[data-rp-kind]"), function (node) {
        return node.getAttribute("data-rp-kind");
      }).join("\n") + "\n";
    },
    stylesheet: ".rpw-node { margin: 4px; padding: 4px 8px; border: 1px solid #c5cbe0; border-radius: 6px; font: 13px system-ui, sans-serif; }\n" +
      ".rpw-kind { color: #4656b8; font-weight: 600; }\n.rpw-error { color: #c62828; }\n"
  };
})();
