// Shows a bar at the top of the page when the browser lacks features the store relies on.
(() => {
  var supported =
    typeof window.fetch === "function" &&
    typeof window.Promise === "function" &&
    typeof window.IntersectionObserver === "function" &&
    window.CSS &&
    CSS.supports &&
    CSS.supports("display", "grid");
  if (supported) return;
  var script = document.getElementById("system-requirements");
  var bar = document.createElement("div");
  bar.setAttribute("role", "alert");
  bar.style.cssText = "background:#fff4e5;color:#8a5a00;padding:8px 16px;font-size:14px;text-align:center";
  bar.textContent = (script && script.getAttribute("data-message")) || "";
  document.body.insertBefore(bar, document.body.firstChild);
})();
