/**
 * Runs the page's inert module script (app/components/after-paint-scripts.tsx) once the browser reports the first
 * contentful paint (a "paint" performance entry, delivered once the frame is shown), so that no script is asked for
 * before it. Where the browser keeps no paint timing, a task queued from the first animation frame (which waits for
 * the render-blocking stylesheet) comes close. A hidden page paints nothing: it starts at once, or once hidden. Half
 * a second after the load event it starts in any case. The new script carries this one's nonce (the CSP allows it)
 * and goes in the head, where React's hydration expects no particular nodes.
 */
export const AFTER_PAINT_START_SCRIPT = `(function () {
	var nonce = document.currentScript.nonce, started = false;
	function start() {
		var inert = document.querySelector("script[data-after-paint]");
		if (started || !inert) return;
		started = true;
		var script = document.createElement("script");
		script.type = "module";
		script.nonce = nonce;
		script.textContent = inert.textContent;
		document.head.appendChild(script);
	}
	if (document.visibilityState === "hidden") return start();
	document.addEventListener("visibilitychange", function () {
		if (document.visibilityState === "hidden") start();
	});
	addEventListener("load", function () { setTimeout(start, 500); });
	if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) {
		new PerformanceObserver(function (list, observer) {
			if (!list.getEntriesByName("first-contentful-paint").length) return;
			observer.disconnect();
			start();
		}).observe({ type: "paint", buffered: true });
	} else {
		requestAnimationFrame(function () { setTimeout(start, 0); });
	}
})();`;
