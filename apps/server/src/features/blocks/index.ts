/** The blocks feature's public face: the page document's blocks rendered for the theme (issue 15). */
export {};
