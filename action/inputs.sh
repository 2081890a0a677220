# shellcheck shell=bash
# Sourced by the action's scripts: reads and checks the action's inputs (INPUT_* environment
# variables, as action.yml sets them). Nothing here is evaluated, globbed or split by the shell:
# a list input becomes an array with `read -r -a` (one line: split at blanks) or line by line
# (several lines: one item per line, so a path may hold spaces).
# A bad input stops the job with an `::error::` line and exit status 2: it never passes.

input_error() {
  # The message may quote an input: escaped as GitHub escapes workflow command data (% CR LF), so
  # no part of it can start a line the runner reads as a command (`::add-mask::`, `::error::`).
  local m="$1"
  m="${m//%/%25}"; m="${m//$'\r'/%0D}"; m="${m//$'\n'/%0A}"
  printf '::error title=cardlint action::%s\n' "$m"
  printf 'cardlint action: %s\n' "$m" >&2
  exit 2
}

# split_list VAR NAME: the items of $VAR into the array NAME.
split_list() {
  local value="${!1:-}" line
  local -n out="$2"
  out=()
  if [[ "$value" == *$'\n'* ]]; then
    while IFS= read -r line; do
      line="${line#"${line%%[![:space:]]*}"}"; line="${line%"${line##*[![:space:]]}"}"
      [ -n "$line" ] && out+=("$line")
    done <<< "$value"
  else
    read -r -a out <<< "$value"
  fi
  return 0
}

# no_control NAME VALUE: control characters (other than the newlines of a list) are refused.
no_control() {
  if [[ "$2" =~ [[:cntrl:]] ]]; then input_error "the '$1' input holds a control character"; fi
}

check_choice() { # NAME VALUE CHOICE...
  local name="$1" value="$2"; shift 2
  local c
  for c in "$@"; do [ "$value" = "$c" ] && return 0; done
  input_error "the '$name' input must be one of: $* (not '$value')"
}

# Options that `args` may not carry: the action sets them itself (format, output, cache,
# category, fail-on, config), or they write to or read outside the checkout (fixes,
# --allow-outside-paths, standard input). `--` would turn the rest into paths.
args_refused='^(--fix|--fix-dry-run|--unsafe-fixes|--format|--output|--cache|--category|--fail-on|--config|--stdin-filename|--allow-outside-paths)(=.*)?$'

# check_args ARRAYNAME: every word that starts with "-" is a long option not refused; the other
# words are the values of the option before them.
check_args() {
  local -n words="$1"
  local w
  for w in "${words[@]}"; do
    no_control args "$w"
    case "$w" in
      --) input_error "'--' is not allowed in 'args' (paths go in the 'paths' input)" ;;
      -) input_error "'-' (standard input) is not allowed in 'args'" ;;
      --*) [[ "$w" =~ $args_refused ]] && input_error "'${w%%=*}' is not allowed in 'args': the action sets it, or it writes outside the report (see README, In CI)" ;;
      -*) input_error "short options are not allowed in 'args' ('$w'); use the long form" ;;
    esac
  done
  return 0
}

# The version of cardlint this copy of the action is (Sources/CardlintKit/Version.swift).
action_version() {
  sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' "$1/Sources/CardlintKit/Version.swift"
}

check_version() { # VALUE
  [[ "$1" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?$ ]] || input_error "the 'version' input must be a release version such as 0.1.0 (not '$1')"
}
