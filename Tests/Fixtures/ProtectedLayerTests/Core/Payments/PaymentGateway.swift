struct PaymentGateway {}
