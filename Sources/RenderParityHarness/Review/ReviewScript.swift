/// The review page's script, inline in the page: the status filters, `j`/`k` (and `n`/`p`)
/// between the fixtures to review, opening folds, and the live view. It builds DOM with
/// `createElement` and `textContent` only; fixture bytes reach the web renderer as bytes.
enum ReviewScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          var sections = Array.prototype.slice.call(document.querySelectorAll("section.fx"));
          var links = {};
          Array.prototype.forEach.call(document.querySelectorAll(".index li"), function (item) {
            var link = item.querySelector("a");
            links[link.getAttribute("href").slice(1)] = item;
          });
          var hiddenStatus = {};

          /** The section a URL fragment names, if any (a hand-typed fragment may not even decode). */
          function sectionFor(hash) {
            var id;
            try { id = decodeURIComponent(hash.slice(1)); } catch (error) { return null; }
            var section = document.getElementById(id);
            return section && section.classList.contains("fx") ? section : null;
          }
          var current = null;
          var position = document.getElementById("position");

          function toReview() {
            return sections.filter(function (section) { return section.dataset.review === "1" && !section.hidden; });
          }

          function showPosition() {
            var list = toReview();
            var index = current ? list.indexOf(current) : -1;
            position.textContent = list.length === 0 ? "(nothing to review)" : (index < 0 ? "–" : String(index + 1)) + " / " + list.length;
          }

          function select(section, scroll) {
            if (current) {
              current.classList.remove("current");
              if (links[current.id]) links[current.id].classList.remove("current");
            }
            current = section;
            section.classList.add("current");
            if (links[section.id]) {
              links[section.id].classList.add("current");
              links[section.id].scrollIntoView({ block: "nearest" });
            }
            if (scroll) section.scrollIntoView({ block: "start" });
            section.focus({ preventScroll: true });
            history.replaceState(null, "", "#" + section.id);
            showPosition();
          }

          /** The next (step 1) or previous (step -1) section to review, from the current one or the scroll position. */
          function move(step) {
            var list = toReview();
            if (list.length === 0) return;
            var index = current ? list.indexOf(current) : -1;
            if (index < 0) {
              // No current section yet: start from what is on screen, below the sticky bar.
              var top = document.querySelector(".bar").getBoundingClientRect().bottom - 4;
              var firstOnScreen = list.findIndex(function (section) { return section.getBoundingClientRect().top >= top; });
              if (firstOnScreen < 0) firstOnScreen = list.length;
              index = firstOnScreen - (step > 0 ? 1 : 0);
            }
            select(list[Math.max(0, Math.min(list.length - 1, index + step))], true);
          }

          Array.prototype.forEach.call(document.querySelectorAll("button.chip[data-status]:not([disabled])"), function (chip) {
            chip.addEventListener("click", function () {
              var status = chip.dataset.status;
              hiddenStatus[status] = !hiddenStatus[status];
              chip.setAttribute("aria-pressed", hiddenStatus[status] ? "false" : "true");
              sections.forEach(function (section) { section.hidden = !!hiddenStatus[section.dataset.status]; });
              Object.keys(links).forEach(function (id) { links[id].hidden = !!hiddenStatus[links[id].dataset.status]; });
              if (current && current.hidden) current = null;
              showPosition();
            });
          });

          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
            var target = event.target;
            if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
            if (event.key === "j" || event.key === "n") { move(1); event.preventDefault(); }
            if (event.key === "k" || event.key === "p") { move(-1); event.preventDefault(); }
          });

          document.addEventListener("click", function (event) {
            var button = event.target.closest && event.target.closest("button.unfold");
            if (!button) return;
            var fold = button.closest("tbody");
            fold.nextElementSibling.hidden = false;
            fold.remove();
          });

          window.addEventListener("hashchange", function () {
            var section = sectionFor(location.hash);
            if (section) select(section, false);
          });

          // The live view: each fixture is rendered once, when its section comes near the screen.
          var renderer = globalThis.RenderParityWeb;
          var hosts = Array.prototype.slice.call(document.querySelectorAll(".live[data-fixture]"));

          function fixtureBytes(base64) {
            var binary = atob(base64);
            var bytes = new Uint8Array(binary.length);
            for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
            return bytes;
          }

          function note(parent, text) {
            var paragraph = document.createElement("p");
            paragraph.className = "live-error";
            paragraph.textContent = text;
            parent.appendChild(paragraph);
          }

          function render(host) {
            var root = host.attachShadow({ mode: "open" });
            var style = document.createElement("style");
            style.textContent = typeof renderer.stylesheet === "string" ? renderer.stylesheet : "";
            root.appendChild(style);
            var container = document.createElement("div");
            container.className = "render-parity-root";
            root.appendChild(container);
            try {
              renderer.renderDocument(fixtureBytes(host.dataset.fixture), container);
              host.classList.add("rendered");
            } catch (error) {
              note(root, "The web renderer threw: " + String(error && error.message ? error.message : error));
            }
          }

          if (renderer && typeof renderer.renderDocument === "function") {
            var observer = new IntersectionObserver(function (entries) {
              entries.forEach(function (entry) {
                if (!entry.isIntersecting) return;
                observer.unobserve(entry.target);
                render(entry.target);
              });
            }, { rootMargin: "600px 0px" });
            hosts.forEach(function (host) { observer.observe(host); });
          } else {
            hosts.forEach(function (host) { note(host, "Live view unavailable: the embedded web renderer did not define RenderParityWeb."); });
          }

          var start = sectionFor(location.hash);
          if (start) select(start, false); else showPosition();
        })();
        """#
}
