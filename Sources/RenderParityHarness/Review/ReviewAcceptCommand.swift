import RenderParitySystem

/// The command that accepts one fixture's change, shown in its section of the review page
/// with a copy button: `parity update --only nodes/badge.json`.
///
/// The page stays a static file (no server acts on it), so accepting is a command the
/// reader copies into the terminal where the corpus is. It is shown on `verify` pages only:
/// `update` writes the Swift reference's snapshot, which is what a `verify` page's actual
/// side shows; on a `compare` page the actual side is another implementation's output, and
/// `update` would not write that. It is shown for what `update` changes (a differing,
/// missing or malformed golden, an obsolete one), not for a fixture that cannot be read.
/// Copying needs no network: the Clipboard API, or the selection and `execCommand`
/// where a `file://` page is not allowed the API.
enum ReviewAcceptCommand {
    /// The command for `entry`, or nil when the page shows none for it.
    static func command(for entry: ReviewEntry, kind: ReviewRun.Kind) -> String? {
        guard kind == .verify else { return nil }
        switch entry.status {
        case .fail, .missingGolden, .malformed, .obsolete:
            return "parity update --only " + shellQuoted(ControlCharacterEscaping.escaped(entry.name))
        default:
            return nil
        }
    }

    /// `name` as one word of a POSIX shell: bare when it is only characters no shell treats
    /// specially, otherwise in single quotes (a quote inside written `'\''`).
    static func shellQuoted(_ name: String) -> String {
        let plain = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "/._-+:,@%=".unicodeScalars.contains(scalar))
        }
        if plain, !name.isEmpty { return name }
        return "'" + name.replacingEvery("'", with: #"'\''"#) + "'"
    }

    /// The command line and its copy button, after the section's message.
    static func write(_ entry: ReviewEntry, kind: ReviewRun.Kind, into page: inout HTMLWriter) {
        guard let command = command(for: entry, kind: kind) else { return }
        page.raw("<div class=\"accept\"><span class=\"accept-label\">")
        page.text(entry.status == .obsolete ? "Remove this golden:" : "Accept this change:")
        page.raw("</span> <code class=\"accept-command\">")
        page.text(command)
        page.raw("</code> <button type=\"button\" class=\"copy\" data-copy=\"")
        page.text(command)
        page.raw("\" title=\"Copy the command; run it where the corpus is\">Copy</button></div>\n")
    }

    static let css = #"""
        .accept { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem; margin: .2rem 0 .6rem; }
        .accept-label { color: var(--muted); font-size: .85rem; }
        .accept-command { font: .85rem var(--mono); background: #1f2533; color: #eef1f6; border-radius: 4px;
          padding: .15rem .5rem; user-select: all; }
        .accept .copy { font: inherit; font-size: .8rem; cursor: pointer; border: 1px solid var(--line);
          background: var(--panel); color: var(--ink); border-radius: 4px; padding: .1rem .55rem; }
        .accept .copy.copied { border-color: var(--ok); color: var(--ok); }

        """#

    /// Copies a button's `data-copy`, then says so on the button; where the browser allows
    /// no copying at all, it selects the command so Ctrl+C copies it.
    static let javaScript = #"""
        (function () {
          "use strict";
          function copyBySelection(text) {
            var area = document.createElement("textarea");
            area.value = text;
            area.setAttribute("readonly", "");
            area.style.position = "fixed";
            area.style.opacity = "0";
            document.body.appendChild(area);
            area.select();
            var copied = false;
            try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
            area.remove();
            return copied;
          }
          function copy(text) {
            if (navigator.clipboard && navigator.clipboard.writeText) {
              return navigator.clipboard.writeText(text).then(function () { return true; }, function () { return copyBySelection(text); });
            }
            return Promise.resolve(copyBySelection(text));
          }
          document.addEventListener("click", function (event) {
            var button = event.target.closest && event.target.closest("button.copy[data-copy]");
            if (!button) return;
            copy(button.dataset.copy).then(function (copied) {
              if (copied) {
                button.textContent = "Copied";
                button.classList.add("copied");
                setTimeout(function () { button.textContent = "Copy"; button.classList.remove("copied"); }, 1500);
              } else {
                var code = button.parentNode.querySelector(".accept-command");
                window.getSelection().selectAllChildren(code);
                button.textContent = "Press Ctrl+C";
              }
            });
          });
        })();

        """#
}
