document.documentElement.classList.add("larder-js");
