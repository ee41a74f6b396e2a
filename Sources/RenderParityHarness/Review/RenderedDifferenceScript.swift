/// The script of the rendered difference (`RenderedDifference`), inline in the page after
/// `ReviewScript`. Each panel is drawn once, when it comes near the screen: both snapshots
/// go through the embedded renderer's `renderSnapshot`, which returns the element each line
/// was drawn as. The elements of the diff's changed lines are outlined; a click on a diff
/// row selects its elements on both sides, and a click on an element selects its row (and
/// the other side's element on that row). Text that is not a snapshot is shown as the
/// reader's one-line reason instead of a drawing. DOM is built with `textContent` only.
enum RenderedDifferenceScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          var renderer = globalThis.RenderParityWeb;
          var OUTLINES = ".rd-changed { outline: 2px dashed #e03131 !important; outline-offset: 1px; }\n"
            + ".rd-selected { outline: 3px solid #3b5bdb !important; outline-offset: 2px; }\n";
          var panels = Array.prototype.slice.call(document.querySelectorAll(".rendered-diff"));
          var drawings = new Map();

          function snapshotText(base64) {
            var binary = atob(base64);
            var bytes = new Uint8Array(binary.length);
            for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
            try {
              return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
            } catch (error) {
              throw new Error("its bytes are not UTF-8 (a snapshot's strings are written as UTF-8, §3.3 Q)");
            }
          }

          function note(parent, text) {
            var paragraph = document.createElement("p");
            paragraph.className = "rd-error";
            paragraph.style.cssText = "margin:0;padding:.75rem;font:italic 13px system-ui,sans-serif;color:#5f6b7c";
            paragraph.textContent = text;
            parent.appendChild(paragraph);
          }

          /** One side drawn into its host's shadow root: the element of each line, and the line of each element. */
          function draw(panel, side) {
            var host = panel.querySelector(".rd-side[data-side='" + side + "'] .rd-host");
            if (!host) return null;
            var root = host.attachShadow({ mode: "open" });
            var style = document.createElement("style");
            style.textContent = OUTLINES;
            root.appendChild(style);
            var container = document.createElement("div");
            root.appendChild(container);
            var elements;
            try {
              if (!renderer || typeof renderer.renderSnapshot !== "function") throw new Error("the embedded web renderer cannot draw snapshots");
              elements = renderer.renderSnapshot(snapshotText(host.dataset.snapshot), container);
            } catch (error) {
              container.remove();
              var reason = error && error.message ? error.message : String(error);
              note(root, (side === "golden" ? "The golden" : "The actual text") + " cannot be drawn: " + reason);
              host.classList.add("unreadable");
              return null;
            }
            host.classList.add("rendered");
            var lines = new Map();
            elements.forEach(function (element, index) { if (element && !lines.has(element)) lines.set(element, index + 1); });
            root.addEventListener("click", function (event) {
              for (var node = event.target; node; node = node.parentElement) {
                if (!lines.has(node)) continue;
                var row = rowFor(panel, side, lines.get(node));
                if (row) { select(panel, row); row.scrollIntoView({ block: "nearest" }); }
                return;
              }
            });
            return { elements: elements };
          }

          function drawn(panel) {
            var drawing = drawings.get(panel);
            if (drawing) return drawing;
            drawing = { golden: draw(panel, "golden"), actual: draw(panel, "actual") };
            drawings.set(panel, drawing);
            Array.prototype.forEach.call(fixtureOf(panel).querySelectorAll(".sbs tr.changed"), function (row) {
              mark(elementAt(drawing.golden, row.dataset.g), "rd-changed");
              mark(elementAt(drawing.actual, row.dataset.a), "rd-changed");
            });
            return drawing;
          }

          function fixtureOf(panel) { return panel.closest("section.fx") || document; }

          function elementAt(side, line) { return side && line ? side.elements[Number(line) - 1] || null : null; }

          function mark(element, name) { if (element) element.classList.add(name); }

          function rowFor(panel, side, line) {
            return fixtureOf(panel).querySelector(".sbs tr[data-" + (side === "golden" ? "g" : "a") + "='" + line + "']");
          }

          /** Selects a diff row and the element each of its lines was drawn as, opening its fold if it is folded. */
          function select(panel, row) {
            var drawing = drawn(panel);
            Array.prototype.forEach.call(fixtureOf(panel).querySelectorAll(".sbs tr.rd-selected"), function (old) { old.classList.remove("rd-selected"); });
            ["golden", "actual"].forEach(function (side) {
              if (!drawing[side]) return;
              drawing[side].elements.forEach(function (element) { if (element) element.classList.remove("rd-selected"); });
            });
            var folded = row.closest("tbody[hidden]");
            if (folded) {
              var fold = folded.previousElementSibling;
              if (fold && fold.classList.contains("fold")) fold.remove();
              folded.hidden = false;
            }
            row.classList.add("rd-selected");
            [elementAt(drawing.golden, row.dataset.g), elementAt(drawing.actual, row.dataset.a)].forEach(function (element) {
              if (!element) return;
              element.classList.add("rd-selected");
              element.scrollIntoView({ block: "nearest" });
            });
          }

          document.addEventListener("click", function (event) {
            var row = event.target.closest && event.target.closest(".sbs tr[data-g], .sbs tr[data-a]");
            if (!row) return;
            var panel = fixtureOf(row).querySelector(".rendered-diff");
            if (panel) select(panel, row);
          });

          var observer = new IntersectionObserver(function (entries) {
            entries.forEach(function (entry) {
              if (!entry.isIntersecting) return;
              observer.unobserve(entry.target);
              drawn(entry.target);
            });
          }, { rootMargin: "600px 0px" });
          panels.forEach(function (panel) { observer.observe(panel); });
        })();

        """#
}
