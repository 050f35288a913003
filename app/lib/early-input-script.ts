/** Sent on `window` by the root once React has hydrated the page (app/root.tsx): the kept input is replayed then. */
export const HYDRATED_EVENT = "quadrant:hydrated";

/** The attribute of a control whose tap is kept, until it is replayed (styled in app/styles/app.css). */
const EARLY_INPUT_MARK = "data-early-input";

/**
 * Keeps what a person does on a page painted from the server's HTML before React has hydrated it, and replays it
 * once React has (ADR 0046). Until then:
 * - a click (a tap, or Enter and Space on a button) on anything but a link, a text field or a form posted to the
 *   server is kept, and cancelled (a checkbox does not tick alone, a form without an action does not reload the
 *   page); links and posted forms are served by the HTML, so they go their way;
 * - a submit of a form without an action (Enter in quick add) is kept and cancelled;
 * - a key pressed outside a field (a shortcut, ArrowDown on a menu's button) is kept.
 * A kept tap or submit marks its control (`data-early-input`, styled in app.css) until it is replayed, so the person
 * sees it was taken; a second tap on a control still marked is dropped: it is the impatience the mark answers, and
 * replayed it would undo the first (a checkbox ticked and unticked, a menu opened and closed).
 * Text typed into a field stays in it as the browser keeps it; once hydrated, React is told of each field whose text
 * is not the one it rendered (the `input` event React listens to, after the value React last saw: React itself does
 * this only behind a flag, react#33129), then the kept clicks, submits and keys are replayed in order on the same
 * elements, each in a task of its own so that React has rendered the previous one's change.
 * The listeners are on `window` in the capture phase, registered before React's, so React never sees a kept event
 * twice (from the moment it starts hydrating it would answer one itself).
 */
export const EARLY_INPUT_SCRIPT = `(function () {
	var kept = [];
	var MARK = "${EARLY_INPUT_MARK}";
	var TEXT = /^(text|search|email|password|url|tel|number)$/;
	var isPosted = function (form) { return !!form && form.method === "post"; };
	function onClick(event) {
		var target = event.target;
		if (!event.isTrusted || !(target instanceof Element)) return;
		if (target.closest("a[href]")) return;
		var field = target.closest("input,textarea,select");
		if (field && (field.tagName !== "INPUT" || TEXT.test(field.type))) return;
		var label = target.closest("label");
		if (label && label.control && (label.control.tagName !== "INPUT" || TEXT.test(label.control.type))) return;
		var control = target.closest("button,input");
		if (control && control.type === "submit" && isPosted(control.form)) return;
		// Dispatched rather than click(), which an icon (SVG) inside a button does not have; it ticks a checkbox all the same.
		var init = { bubbles: true, cancelable: true, view: window, detail: event.detail, clientX: event.clientX,
			clientY: event.clientY, screenX: event.screenX, screenY: event.screenY, button: event.button,
			shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey };
		var marked = control || target.closest("[role=button],[tabindex],article") || target;
		keep(event, marked, function () { target.dispatchEvent(new MouseEvent("click", init)); });
	}
	function onSubmit(event) {
		var form = event.target;
		if (isPosted(form)) return;
		var submitter = event.submitter;
		keep(event, form, function () { form.requestSubmit(submitter && submitter.isConnected ? submitter : undefined); });
	}
	function onKeyDown(event) {
		var target = event.target;
		if (!event.isTrusted || event.isComposing || !(target instanceof Element)) return;
		if (target.closest("input,textarea,select,[contenteditable]")) return;
		if (/^(Enter| |Tab|Shift|Control|Alt|Meta|CapsLock)$/.test(event.key)) return;
		var init = { key: event.key, code: event.code, bubbles: true, cancelable: true, shiftKey: event.shiftKey,
			ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey };
		kept.push(function () { target.dispatchEvent(new KeyboardEvent("keydown", init)); });
		event.stopImmediatePropagation();
	}
	function keep(event, marked, replay) {
		event.preventDefault();
		event.stopImmediatePropagation();
		if (marked.hasAttribute(MARK)) return;
		marked.setAttribute(MARK, "");
		kept.push(function () {
			marked.removeAttribute(MARK);
			replay();
		});
	}
	function tellTypedText() {
		var fields = document.querySelectorAll("input,textarea");
		for (var i = 0; i < fields.length; i++) {
			var field = fields[i];
			if (field.tagName === "INPUT" && !TEXT.test(field.type)) continue;
			if (field.value === field.defaultValue) continue;
			var typed = field.value;
			var setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set;
			field.value = field.defaultValue;
			setValue.call(field, typed);
			field.dispatchEvent(new Event("input", { bubbles: true }));
		}
	}
	function replayNext() {
		var replay = kept.shift();
		if (!replay) return;
		replay();
		setTimeout(replayNext, 0);
	}
	addEventListener("click", onClick, true);
	addEventListener("submit", onSubmit, true);
	addEventListener("keydown", onKeyDown, true);
	addEventListener("${HYDRATED_EVENT}", function () {
		removeEventListener("click", onClick, true);
		removeEventListener("submit", onSubmit, true);
		removeEventListener("keydown", onKeyDown, true);
		setTimeout(function () {
			tellTypedText();
			setTimeout(replayNext, 0);
		}, 0);
	}, { once: true });
})();`;
