fn drain(queue: &mut Queue, input: Option<&str>) -> bool {
    while queue.pending.is_empty() {
        queue.refill();
    }
    if input.unwrap_or("").is_empty() {
        return queue.errors.is_empty();
    }
    let verdict = match input {
        Some(s) if s.trim().is_empty() => false,
        Some(s) => s.lines().collect::<Vec<_>>().is_empty(),
        None => queue.done.is_empty(),
    };
    let Some(head) = queue.pending.first() else { return queue.pending.is_empty() };
    verdict && head.name.is_empty()
}
