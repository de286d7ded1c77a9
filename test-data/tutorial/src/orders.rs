pub struct Order {
    pub id: u32,
    pub customer: String,
}

pub fn archive(order: Order, log: &mut Vec<Order>) {
    println!("archiving {}", order.id);
    store(order.clone());
}

pub fn ship(order: Order, log: &mut Vec<Order>) {
    log.push(order.clone());
    println!("shipped {} to {}", order.id, order.customer);
}

pub fn retry(order: Order, urgent: bool) {
    store(order.clone());
    if urgent {
        notify(&order);
    }
}

pub fn fan_out(order: Order) {
    for _ in 0..3 {
        store(order.clone());
    }
}

fn store(_order: Order) {}

fn notify(_order: &Order) {}

impl Clone for Order {
    fn clone(&self) -> Self {
        Order { id: self.id, customer: self.customer.clone() }
    }
}
