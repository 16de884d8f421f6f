/* fuzz-common.h — what every libFuzzer target of tests/fuzz/ shares.
 *
 * Each target is built only with -Dfuzzing=true (clang, -fsanitize=fuzzer,address,undefined)
 * and defines LLVMFuzzerTestOneInput for one untrusted input of Berthier: a loader's file or
 * a berthier-cli command's JSON. tests/fuzz/run-fuzzers.sh runs them; README "Fuzzing".
 */
#pragma once

#include <glib.h>
#include <stddef.h>
#include <stdint.h>

G_BEGIN_DECLS

int  LLVMFuzzerInitialize   (int *argc, char ***argv);
int  LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Once per process: a GLib critical or warning aborts (libFuzzer reports it as a crash,
 * with the input), messages and debug output are dropped; War and Peace is registered. */
void bth_fuzz_init          (void);

/* The input as a NUL-terminated string (the loaders that take C strings); free with g_free. */
char *bth_fuzz_text         (const uint8_t *data, size_t size);

G_END_DECLS
