#!/usr/bin/env bash
# Runs every differential generator of this package against the reference engine with many more
# cases than CI does, for several seeds (local only: not part of CI, minutes per seed).
#
#   packages/template/scripts/differential-soak.sh [CASES=100000] [SEEDS="1 2 3"] [OUT=/tmp/template-soak]
#
# CASES is the case count of each count-driven test (per template or formatter where a file has
# several); the i18n classes, which enumerate options × locales, draw CASES/1000 times their random
# cases. Each seed's logs and unexplained mismatches (JSON lines) go to OUT/seed-N/; the summary
# line of each file is printed. Replay one case with the same DIFF_SEED and count.
set -u
cd "$(dirname "$0")/../../.."
export PATH="$PWD/node_modules/.bin:$PATH"
CASES="${1:-100000}"
SEEDS="${2:-1 2 3}"
OUT="${3:-/tmp/template-soak}"
SCALE=$(( CASES / 1000 > 1 ? CASES / 1000 : 1 ))
SRC=packages/template/src
FILES=(
  "$SRC/differential.test.ts" "$SRC/core-arguments.differential.test.ts" "$SRC/differential.i18n.test.ts"
  "$SRC/plugins/commerce.differential.test.ts" "$SRC/plugins/commerce-text.differential.test.ts"
  "$SRC/plugins/content.differential.test.ts" "$SRC/plugins/social.differential.test.ts" "$SRC/plugins/forms.differential.test.ts"
  "$SRC/plugins/widgets.differential.test.ts"
)
status=0
for seed in $SEEDS; do
  dir="$OUT/seed-$seed"
  rm -rf "$dir" && mkdir -p "$dir"
  for file in "${FILES[@]}"; do
    name=$(basename "$file" .test.ts)
    DIFF_SEED="$seed" DIFF_CASES="$CASES" CORE_ARGS_DIFF_CASES="$CASES" COMMERCE_DIFF_CASES="$CASES" \
    COMMERCE_TEXT_DIFF_CASES="$CASES" CONTENT_DIFF_CASES="$CASES" SOCIAL_DIFF_CASES="$CASES" FORMS_DIFF_CASES="$CASES" \
    WIDGETS_DIFF_CASES="$CASES" \
    I18N_DIFF_SCALE="$SCALE" \
    DIFF_DUMP="$dir/core.jsonl" CORE_ARGS_DIFF_DUMP="$dir/core-arguments.jsonl" COMMERCE_DIFF_DUMP="$dir/commerce.jsonl" \
    COMMERCE_TEXT_DIFF_DUMP="$dir/commerce-text.jsonl" CONTENT_DIFF_DUMP="$dir/content.jsonl" SOCIAL_DIFF_DUMP="$dir/social.jsonl" \
    FORMS_DIFF_DUMP="$dir/forms.jsonl" I18N_DIFF_DUMP="$dir/i18n.jsonl" \
      vitest run "$file" --testTimeout=0 --no-color > "$dir/$name.log" 2>&1 || status=1
    echo "seed $seed $name: $(grep -E '^ +Tests ' "$dir/$name.log" | tr -s ' ')"
  done
done
exit $status
