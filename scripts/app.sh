#!/usr/bin/env bash
# Quick start: the site, fully mocked (embedded mock backend), with hot reload.
source "$(dirname "$0")/lib/setup.sh"
exec npm run dev
