import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Spec, first document §9: a drag starts after a 120 ms long-press on touch or 5 px of mouse
// movement; auto-scroll begins within 25% of the container's edge, at most 28 px per step.
// dnd-kit speeds up linearly towards the edge and reaches its `acceleration` at the edge itself,
// not at 5% as the spec's prototype did; the start zone and the top speed are the spec's.
const TOUCH_DELAY_MS = 120;
const TOUCH_TOLERANCE_PX = 5;
const MOUSE_DISTANCE_PX = 5;
export const AUTO_SCROLL = { threshold: { x: 0, y: 0.25 }, acceleration: 28 };

// Made once: useSensor keeps its sensor only while its options are the same object. New options on
// every render gave every sortable new listeners, so each tile added to a 2,000-page grid re-rendered
// all the tiles before it (long tasks of half a second).
const MOUSE_OPTIONS = { activationConstraint: { distance: MOUSE_DISTANCE_PX } };
const TOUCH_OPTIONS = { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** Mouse, touch and keyboard sensors with the spec's activation rules, for every reorderable list. */
export function useDragSensors() {
  return useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
}
