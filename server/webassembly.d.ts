/**
 * Node's `WebAssembly` global, which @types/node 20 leaves to the DOM library; the server's project
 * has no DOM (server/tsconfig.json). Only what the server uses is declared.
 */
declare namespace WebAssembly {
  type ImportValue = unknown;
  type ModuleImports = Record<string, ImportValue>;
  type Imports = Record<string, ModuleImports>;
  type Exports = Record<string, unknown>;

  interface Module {}
  interface Instance {
    readonly exports: Exports;
  }

  const Module: { new (bytes: ArrayBufferView | ArrayBuffer): Module };
  const Instance: { new (module: Module, importObject?: Imports): Instance };

  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
