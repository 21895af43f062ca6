import { z } from "zod";
import { emailField, imageUrlField, optionalText, requiredText } from "./fields";

export const categorySchema = z.object({
  name: requiredText("Name", "Name is required", { max: 80 }),
  description: optionalText("Description", 1000),
  imageUrl: imageUrlField,
});

export const clientSchema = z.object({
  clientName: requiredText("Client name", "Client name is required", { max: 120 }),
  organizationName: optionalText("Organization", 160),
  email: emailField("Valid email is required"),
  phone: optionalText("Phone", 40),
  address: optionalText("Address", 300),
  notes: optionalText("Notes", 5000),
  isActive: z.boolean({ error: "Active must be true or false." }).default(true),
});

export const newsUpdateSchema = z.object({
  title: requiredText("Title", "Title is required", { max: 200 }),
  excerpt: optionalText("Excerpt", 500),
  content: requiredText("Content", "Content is required", { max: 20000 }),
  imageUrl: imageUrlField,
});

export const testimonialSchema = z.object({
  clientName: requiredText("Client name", "Client name is required", { max: 120 }),
  clientTitle: requiredText("Client title", "Client title is required", { max: 120 }),
  companyName: optionalText("Company", 160),
  content: requiredText("Content", "Content is required", { max: 2000 }),
  imageUrl: imageUrlField,
  isPublished: z.boolean({ error: "Published must be true or false." }).default(true),
});

export const loginSchema = z.object({
  username: z.string({ error: "Please enter a valid email address." }).trim().pipe(z.email("Please enter a valid email address.")),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200, "Password is required."),
});

export const contactSchema = z.object({
  name: requiredText("Name", "Name must be at least 2 characters.", { min: 2, max: 120 }),
  email: emailField("Please enter a valid email address."),
  phone: optionalText("Phone", 40),
  subject: requiredText("Subject", "Subject must be at least 2 characters.", { min: 2, max: 200 }),
  message: requiredText("Message", "Message must be at least 10 characters.", { min: 10, max: 5000 }),
});
