// Browser code of the stand-in Studio in tests/e2e/preview-perspective.spec.ts, bundled there with
// Vite: the Presentation tool's side of the "loaders" channel (@sanity/comlink's controller), which
// tells the framed site the perspective the editor chose, as the Studio does with
// `loader/perspective`.
import { createConnectionMachine, createController } from "@sanity/comlink";
import {
  createCompatibilityActors,
  type LoaderControllerMsg,
  type LoaderNodeMsg,
} from "@sanity/presentation-comlink";

type Perspective = LoaderControllerMsg extends infer M
  ? M extends { type: "loader/perspective"; data: { perspective: infer P } }
    ? P
    : never
  : never;

declare global {
  interface Window {
    studio: {
      connected: boolean;
      statuses: string[];
      switchPerspective(perspective: Perspective): void;
    };
  }
}

const frame = document.getElementById("site") as HTMLIFrameElement;
const siteOrigin = new URL(frame.src).origin;
const { projectId, dataset } = frame.dataset as { projectId: string; dataset: string };
const controller = createController({ targetOrigin: siteOrigin });
controller.addTarget(frame.contentWindow!);
// As the Presentation tool opens its channels: with the actors that also speak the older protocol.
const loaders = controller.createChannel<LoaderControllerMsg, LoaderNodeMsg>(
  { name: "presentation", connectTo: "loaders", heartbeat: true },
  createConnectionMachine<LoaderControllerMsg, LoaderNodeMsg>().provide({
    actors: createCompatibilityActors<LoaderControllerMsg>(),
  }),
);
window.studio = {
  connected: false,
  statuses: [],
  switchPerspective: (perspective) =>
    loaders.post("loader/perspective", { projectId, dataset, perspective }),
};
loaders.onStatus((event) => {
  window.studio.statuses.push(event.status);
  window.studio.connected = event.status === "connected";
});
loaders.start();
