// Types of person-figure.mjs for the browser tests that draw it in the page.
export function drawPersonFigure(width: number, height: number): OffscreenCanvas;
