import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What a `FileDropController` asks of its element. */
export interface FileDropOptions {
  /** Whether the zone takes no files now (a drag over it shows nothing and a drop adds nothing). */
  disabled(): boolean;
  /** The files of a drop on the zone. */
  drop(files: File[]): void;
}

/**
 * A drop zone for files: whether files are dragged over it (`over`, with the host rendered again when it
 * changes) and its four drag handlers, to bind on the zone. Only drags that carry files are taken; dragged text
 * or links keep the browser's behaviour. Leaving a child of the zone is not leaving the zone: `dragenter` and
 * `dragleave` are counted.
 */
export class FileDropController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: FileDropOptions;
  #over = false;
  /** `dragenter` minus `dragleave` over the zone and its children: over the zone while positive. */
  #depth = 0;

  constructor(host: ReactiveControllerHost, options: FileDropOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Files are being dragged over the zone (never while disabled). */
  get over(): boolean {
    return this.#over && !this.#options.disabled();
  }

  hostDisconnected(): void {
    this.reset();
  }

  /** Forgets a drag in progress (the zone was removed or disabled). */
  reset(): void {
    this.#depth = 0;
    this.#set(false);
  }

  #set(over: boolean): void {
    if (over === this.#over) return;
    this.#over = over;
    this.#host.requestUpdate();
  }

  /** Whether a drag carries files (not text or links). */
  #hasFiles(event: DragEvent): boolean {
    const types = event.dataTransfer?.types;
    return !!types && [...types].includes('Files');
  }

  readonly onDragEnter = (event: DragEvent): void => {
    if (!this.#hasFiles(event)) return;
    event.preventDefault();
    this.#depth++;
    this.#set(true);
  };

  readonly onDragOver = (event: DragEvent): void => {
    if (!this.#hasFiles(event)) return;
    // Cancelled also when disabled, with no drop effect: the browser would otherwise open the file in the page.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = this.#options.disabled() ? 'none' : 'copy';
  };

  readonly onDragLeave = (event: DragEvent): void => {
    if (!this.#hasFiles(event)) return;
    this.#depth = Math.max(0, this.#depth - 1);
    if (this.#depth === 0) this.#set(false);
  };

  readonly onDrop = (event: DragEvent): void => {
    this.reset();
    const files = [...(event.dataTransfer?.files ?? [])];
    if (files.length === 0) return; // text or a link: not ours, the browser's default stays
    event.preventDefault();
    if (!this.#options.disabled()) this.#options.drop(files);
  };
}
