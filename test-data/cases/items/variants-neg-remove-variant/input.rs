enum Mode {
    Fast,
    LegacyV2,
}

fn legacy() -> Mode {
    Mode::Fast
}
